// The one line-entry row of the document forms (bill, purchase, quotation, stock adjustment): the
// product finder with its optional filters, the line's quantity and price, Add, and what the form
// shows beside them (stock, last price) and under them (serials). Keyboard: picking a model moves to
// Quantity, Enter there moves to Price, Enter on the last field adds the line and returns to the
// finder; Enter in the empty finder ends the lines (`onDone`). A scanned serial goes to `onSerial`
// (the form adds or joins its line). A serial-tracked model goes to Price when the form takes scans
// (the bill: Enter on Price then goes to `onPriceEnter`, its serial list), else to the first field
// under the row (the purchase's Serial No). Every move of the focus happens when the key is handled,
// or, for what has not arrived yet (the serial list), when it is drawn: never on a timer.
import { useRef } from 'react';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { Model } from '../../contracts/catalogue';
import type { FinderSerial } from '../../contracts/finder';
import { ModelPicker, type ModelChoice } from './pickers';

export interface LineEntryProps {
  choice: ModelChoice;
  onChoice: (v: ModelChoice) => void;
  onModel: (m: Model | null) => void;
  /** The model picked; decides whether the quantity is typed (serial-tracked lines count their serials). */
  model: Model | null;
  qty: string | number;
  onQty: (v: string) => void;
  qtyReadOnly?: boolean;
  price: string | number;
  onPrice: (v: string) => void;
  priceLabel?: string;
  priceReadOnly?: boolean;
  /** Adds the line; returns true when it was added (the finder is then cleared and focused). */
  onAdd: () => boolean;
  onSerial?: (s: FinderSerial) => void;
  finderError?: string | null;
  onClearFinderError?: () => void;
  addLabel?: string;
  hideAdd?: boolean;
  /** Fields before Quantity (e.g. an adjustment's type). */
  before?: React.ReactNode;
  /** Beside the fields: stock, last price, notes. */
  aside?: React.ReactNode;
  /** Under the fields: the serials of the line. */
  below?: React.ReactNode;
  finderRef?: React.RefObject<HTMLInputElement | null>;
  priceRef?: React.RefObject<HTMLInputElement | null>;
  /** Enter in the empty finder: the lines are done (the form moves on, e.g. to the discount). */
  onDone?: () => void;
  /** Enter on Price does this instead of adding the line (e.g. the bill's serial-tracked model: to its serials). */
  onPriceEnter?: () => void;
}

/** A quantity or price as typed: empty, or a plain decimal number. */
const notANumber = (v: string | number) => typeof v === 'string' && v.trim() !== '' && !/^\d*\.?\d+$|^\d+\.$/.test(v.trim());

export function LineEntry(p: LineEntryProps) {
  const ownFinder = useRef<HTMLInputElement>(null);
  const finder = p.finderRef ?? ownFinder;
  const qtyRef = useRef<HTMLInputElement>(null);
  const ownPrice = useRef<HTMLInputElement>(null);
  const priceRef = p.priceRef ?? ownPrice;
  const belowRef = useRef<HTMLDivElement>(null);
  // Focus moves at once, not on the next tick: a key typed ahead (a fast clerk, a scanner, Enter to end
  // the lines) must reach the field it was meant for, however busy the machine is.
  const focusNow = (el: React.RefObject<HTMLInputElement | null>) => {
    el.current?.focus();
    el.current?.select();
  };
  const add = () => {
    if ((!p.qtyReadOnly && notANumber(p.qty)) || (!p.priceReadOnly && notANumber(p.price))) return;
    if (p.onAdd()) {
      p.onChoice({ ...p.choice, modelId: null });
      focusNow(finder);
    }
  };
  const enter = (next: () => void) => (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      next();
    }
  };
  const afterQty = () => (p.priceReadOnly ? add() : focusNow(priceRef));

  return (
    <Paper
      withBorder
      p="md"
      onKeyDownCapture={(e: React.KeyboardEvent) => {
        if (e.key === 'Enter' && p.onDone && e.target === finder.current && !finder.current?.value.trim()) {
          e.preventDefault();
          e.stopPropagation();
          p.onDone();
        }
      }}
    >
      <Stack gap="sm">
        <ModelPicker
          ref={finder}
          value={p.choice}
          onChange={p.onChoice}
          onModel={(m) => {
            p.onModel(m);
            if (!m || document.activeElement !== finder.current) return;
            if (m.srl_avl !== 1) focusNow(qtyRef);
            else if (p.onSerial) focusNow(priceRef);
            // the purchase: the serial fields show once the model is picked
            else focusFirst(() => belowRef.current?.querySelector<HTMLInputElement>('input:not([type=radio]):not([type=checkbox]):not([disabled])') ?? null);
          }}
          onSerial={p.onSerial}
          error={p.finderError}
          onClearError={p.onClearFinderError}
        />
        <Group align="end" gap="sm">
          {p.before}
          <TextInput
            ref={qtyRef}
            label="Quantity"
            w={120}
            value={String(p.qty)}
            error={!p.qtyReadOnly && notANumber(p.qty) ? 'Quantity must be a number' : undefined}
            readOnly={p.qtyReadOnly}
            disabled={p.qtyReadOnly}
            inputMode="decimal"
            onChange={(e) => p.onQty(e.currentTarget.value)}
            onKeyDown={enter(afterQty)}
          />
          <TextInput
            ref={priceRef}
            label={p.priceLabel ?? 'Price'}
            w={150}
            value={String(p.price)}
            error={!p.priceReadOnly && notANumber(p.price) ? 'Price must be a number' : undefined}
            readOnly={p.priceReadOnly}
            inputMode="decimal"
            onChange={(e) => p.onPrice(e.currentTarget.value)}
            onKeyDown={enter(p.onPriceEnter ?? add)}
          />
          {!p.hideAdd && <Button onClick={add}>{p.addLabel ?? 'Add Item'}</Button>}
          {p.aside}
        </Group>
        <div ref={belowRef}>{p.below}</div>
      </Stack>
    </Paper>
  );
}

/** Focuses a field that the next render draws (polled for a few frames). */
export function focusFirst(find: () => HTMLElement | null, tries = 10) {
  const el = find();
  if (el) return el.focus();
  if (tries > 0) requestAnimationFrame(() => focusFirst(find, tries - 1));
}
