// The app itself: loaded by main.tsx after the opened screen's code and data have started loading.
// It renders once those have settled (index.html's spinner shows until then), so the opened screen
// is drawn in the first render, with its data. index.html's script is async: the early start does
// not wait for the style sheets to load, only this render does.
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createRouter } from './router';
import { earlySettled } from './earlyStart';
import { registerServiceWorker } from './serviceWorker';

/** index.html's style sheets, loaded: its script is async, so it may run before they are. */
const stylesLoaded = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
      .filter((l) => !l.sheet)
      .map((l) => new Promise((done) => (l.addEventListener('load', done), l.addEventListener('error', done)))),
  );

void Promise.all([earlySettled(), stylesLoaded()]).then(() => {
  createRoot(document.getElementById('root')!).render(<App router={createRouter()} />);
  registerServiceWorker();
});
