// A GET a screen reads through TanStack Query, described once: its cache key, its call (path and
// query) and what of the reply it keeps. The screen's hook asks it with `queryOf`; a page opened
// by its address starts the same call before the app's code has run (FeatureRoute.early), and its
// reply is in the cache when the page first renders (`seedEarly`), so the page renders once, with
// its data, rather than once empty and again as each reply lands.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { earlyReply, withQuery, type Query } from './api';
import { pathOf, send, type AnyInput, type Endpoint } from './client';
import type { Route, RouteInput, RouteReply } from '../../contracts/route';
// Each factory from its own file: the barrel would bring every feature's keys, and the write
// bookkeeping that needs TanStack Query, into the early start.
import { catalogueApi, catalogueKeys } from '../app/queryKeys/catalogue';
import { partiesApi, partyKeys, type PartyKind } from '../app/queryKeys/parties';
import { salesApi, salesKeys } from '../app/queryKeys/sales';
import { creditApi, settingKeys } from '../app/queryKeys/settings';
import { authKeys, usersApi } from '../app/queryKeys/users';
import { vatApi, vatKeys } from '../app/queryKeys/vat';
import type { Me } from '../app/auth';
import type { DateFormat, NumberGrouping } from '../../contracts/credit';
import type { VatSettings } from '../../contracts/vat';

export interface Read<T> {
  key: QueryKey;
  /** The route and what it is sent. */
  endpoint: Endpoint;
  input: AnyInput;
  /** The call's address, its query included: what a call started early is known by. */
  path: string;
  pick: (reply: never) => T;
}

/** A read of a contract's GET: the path and query the client sends, what it keeps typed by the contract's reply. */
export function readRoute<R extends Route, T = RouteReply<R>>(
  key: QueryKey,
  endpoint: Endpoint<R>,
  input: RouteInput<R>,
  pick?: (reply: RouteReply<R>) => T,
): Read<T> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Query };
  return {
    key,
    endpoint,
    input: { params, query },
    path: withQuery(pathOf(endpoint.path, params as never), query),
    pick: (pick ?? ((r: RouteReply<R>) => r as unknown as T)) as (reply: never) => T,
  };
}

/** The `useQuery` options of a read. */
export const queryOf = <T>(r: Read<T>) => ({ queryKey: r.key, queryFn: async (): Promise<T> => r.pick((await send(r.endpoint, r.input)) as never) });

/**
 * Puts the replies of the reads started early into the cache as they land (those already in, before
 * the first render: their callbacks run ahead of React's). The call stays started, so the mounted
 * query's own fetch takes that reply rather than asking the server again.
 */
export function seedEarly(client: QueryClient, reads: Read<unknown>[]) {
  for (const r of reads) {
    earlyReply(r.path)?.then(
      (reply: unknown) => client.getQueryData(r.key) === undefined && client.setQueryData(r.key, r.pick(reply as never)),
      () => undefined, // the screen's own query reports it
    );
  }
}

// ---- reads more than one screen makes ---------------------------------------------------------

/** Who is signed in: every screen behind the sign-in asks it first. */
export const meRead = readRoute(authKeys.me, usersApi.userMe, {}, (r): Me => r.user as Me);

/** Lakh/crore or Western grouping of amounts, and the date style (the header keeps the page in step with them). */
export const numberFormatRead = readRoute(settingKeys.numberFormat, creditApi.getNumberFormat, {}, (r): { number_grouping: NumberGrouping; date_format: DateFormat } => r);

export interface PartyOption {
  id: number;
  name: string;
  mobile: string;
  phone?: string;
  address?: string;
  type: number;
  /** A customer that deducts VAT at source (issue 40). */
  vds_entity?: boolean;
}
// The three lists take the same query and give the same reply: typed as the customers' list.
const PARTY_LIST: Record<PartyKind, typeof partiesApi.customerAll> = {
  customer: partiesApi.customerAll,
  supplier: partiesApi.supplierAll as Endpoint as typeof partiesApi.customerAll,
  combine: partiesApi.combineAll as Endpoint as typeof partiesApi.customerAll,
};
/** A picker's parties: id, name, mobile of every customer, supplier, or both. */
export const partiesRead = (kind: PartyKind) => readRoute(partyKeys.options(kind), PARTY_LIST[kind], {}, (r): PartyOption[] => r.data);

export interface Named {
  id: number;
  name: string;
}
/** The product groups (the finder's first filter, the catalogue's groups). */
export const groupsRead = readRoute(catalogueKeys.groups, catalogueApi.productGroupAll, {}, (r): Named[] => r.data);

/** Whether the business is VAT-registered, and its VAT settings. */
export const vatSettingsRead = readRoute(vatKeys.settings, vatApi.getVatSettings, {}, (r): VatSettings => r);

/** The number a bill made on `date` would be given. */
export const nextInvoiceNoRead = (date: string) => readRoute(salesKeys.nextNo(date), salesApi.salesNextNo, { query: { date } }, (r) => r.preview_inv_no);
