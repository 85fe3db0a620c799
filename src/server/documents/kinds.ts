// A trading document's kind, declared once, in its own feature (features/<f>/kind.ts): where it is
// kept, its number and date, its source type, number series and voucher type, how it posts, when it
// carries VAT and which tax number freezes it, which of its fields only an admin may change, and how
// its lines are re-costed when an earlier movement changes. The features register their kinds at
// start (features/index.ts); the shared modules, which import no feature, learn them from here: the
// rules that hold across features (documents/rules.ts) by name, the re-costing (stock/recostDocuments.ts)
// by source type.
import type { SourceType } from '../ledger/sources.js';
import type { LineChange } from '../ledger/adjustLines.js';
import type { DocumentSeries } from '../numbering/numbering.js';
import type { VoucherType } from '../../domain/voucherTypes.js';

/** A change to one side of one ledger of the document's voucher: `delta` paisa more on that side. */
export type CostLine = Omit<LineChange, 'sourceType' | 'sourceId'>;

/** How a document follows when re-costing changes what its movements are worth. */
export interface RecostRule {
  /**
   * The voucher lines a change of cost moves: `more` is how many paisa more left stock (an outgoing
   * movement) or came in (an incoming one) than before. Its ledgers are among the cost ledgers
   * (stock/recostDocuments.ts).
   */
  lines: (more: bigint, incoming: boolean) => CostLine[];
  /**
   * How its items show the new cost, as data, from which one statement for all its documents is
   * built: each item of the document (`documentColumn`) and model sets `set`'s columns to the
   * movement's unit cost (`rate`) or value (`total`), where `match` (on the item `i` and the
   * movement `x`, which has `incoming`) also holds.
   */
  items: { table: string; documentColumn: string; set: Readonly<Record<string, 'rate' | 'total'>>; match?: string };
}

/** How a document is named: its row's id, or (a hand voucher, which is its lines) its number. */
export type DocumentId = number | string;

export interface DocumentKind {
  /** What a clerk calls it, in messages. */
  label: string;
  table: string;
  /** The column its id names (default `id`): a hand voucher, which is its lines, is named by `vc_no`. */
  idColumn?: string;
  /** A condition on its rows (alias `d`) where its table holds others' too: a hand voucher's lines have no source. */
  ownRows?: string;
  numberColumn: string;
  dateColumn: string;
  /** The source_type of its vouchers and stock movements. */
  source: SourceType | null;
  /** Its number series (null: numbered otherwise). */
  series: DocumentSeries | null;
  /** The type of the voucher it posts (null: it posts none, or one of the type its method or its clerk chooses). */
  voucherType: VoucherType | null;
  /** Posts to the books, so the period lock holds it. */
  books: boolean;
  /** How it posts: the pure function from its figures to its voucher lines (its posting.ts). */
  posting: ((figures: never) => unknown) | null;
  /** Fields only an admin may change, with what a clerk calls them (as auth/adminFields.ts). */
  adminOnlyFields: Readonly<Record<string, string>>;
  /** A condition on its row (alias `d`) true when its VAT is in the month's VAT return. */
  carriesVat?: string;
  /** A tax document number that, once issued, the document keeps with its date, lines and VAT. */
  taxNumber?: { column: string; form: string };
  /** How a VAT document of a settled month is corrected instead. */
  vatCorrection?: string;
  /**
   * Its own words in a settled month's refusals, after "The VAT of {month} is settled ({voucher}): ":
   * `dated` for a new one ("a {label} with VAT" by default), `changed` for a saved one
   * ("{label} {no} cannot be changed; {vatCorrection}" by default).
   */
  settledWords?: { dated: string; changed: (no: string) => string };
  /** How its movements are re-costed; none: its goods come in at their own cost and never are. */
  recost?: RecostRule;
}

/**
 * The names of the kinds, for the type checker: each feature's kind.ts adds its own
 * (`declare module '../../documents/kinds.js' { interface KindNames { sale: true } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface KindNames {}
export type KindName = keyof KindNames & string;

const byName = new Map<string, DocumentKind>();
const bySource = new Map<string, DocumentKind>();

/**
 * Registers a kind. Registering it again (the same name for the same source type) replaces the
 * declaration and changes nothing else; a name or a source type taken by another kind is refused.
 */
export function registerKind(name: KindName, kind: DocumentKind): void {
  const before = byName.get(name);
  if (before && before.source !== kind.source) throw new Error(`Document kind ${name} is registered already, for source ${before.source}`);
  const other = kind.source ? bySource.get(kind.source) : undefined;
  if (other && other !== before) throw new Error(`Source type ${kind.source} is another kind's (${other.label})`);
  byName.set(name, kind);
  if (kind.source) bySource.set(kind.source, kind);
}

/** The kind of that name; throws when no feature registered it. */
export function kindOf(name: KindName): DocumentKind {
  const k = byName.get(name);
  if (!k) throw new Error(`No document kind ${name} is registered${byName.size ? '' : ' (none is: features/index.ts registers them at start)'}`);
  return k;
}

/** The kind whose vouchers and movements carry that source type, if any. */
export function kindBySource(source: string): DocumentKind | undefined {
  return bySource.get(source);
}

/** Every kind registered, by name, in the order registered. */
export function registeredKinds(): ReadonlyMap<string, DocumentKind> {
  return byName;
}
