// Issue 42, item 15: a new build that waits is reported (the "new version is ready" prompt); the first
// install, which takes over at once, is not.
import { describe, expect, it } from 'vitest';
import { watchRegistration, type RegistrationLike } from './serviceWorker';

class FakeWorker {
  state = 'installing';
  private fs: (() => void)[] = [];
  addEventListener(_: string, f: () => void) {
    this.fs.push(f);
  }
  become(state: string) {
    this.state = state;
    this.fs.forEach((f) => f());
  }
}

function registration(waiting: FakeWorker | null = null) {
  let found: () => void = () => undefined;
  const reg = {
    waiting,
    installing: null as FakeWorker | null,
    addEventListener: (_: string, f: () => void) => (found = f),
  };
  return { reg: reg as unknown as RegistrationLike, install: (w: FakeWorker) => ((reg.installing = w), found()) };
}

describe('service worker updates', () => {
  it('reports a build found waiting when the page opens', () => {
    const w = new FakeWorker();
    const reported: unknown[] = [];
    watchRegistration(
      registration(w).reg,
      () => true,
      (x) => reported.push(x),
    );
    expect(reported).toEqual([w]);
  });

  it('reports a build once it has installed beside the running one, not before', () => {
    const { reg, install } = registration();
    const reported: unknown[] = [];
    watchRegistration(
      reg,
      () => true,
      (x) => reported.push(x),
    );
    const w = new FakeWorker();
    install(w);
    expect(reported).toEqual([]);
    w.become('installed');
    expect(reported).toEqual([w]);
  });

  it('says nothing of the first install (no page is controlled yet)', () => {
    const { reg, install } = registration();
    const reported: unknown[] = [];
    watchRegistration(
      reg,
      () => false,
      (x) => reported.push(x),
    );
    const w = new FakeWorker();
    install(w);
    w.become('installed');
    expect(reported).toEqual([]);
  });
});
