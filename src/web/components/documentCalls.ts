// The calls every numbered document has: read one, the number the next one would take on a date,
// create, and update (the id in the path).
import { api } from './api';

export function documentCalls<Detail, Body, Saved, NextNo>(paths: {
  /** The read, and the query parameter that names the document. */
  get: string;
  idParam: string;
  nextNo: string;
  create: string;
  /** The update, `/<id>` appended. */
  update: string;
}) {
  return {
    get: (id: number) => api.get<Detail>(paths.get, { [paths.idParam]: id }),
    nextNo: (date: string) => api.get<NextNo>(paths.nextNo, { date }),
    create: (body: Body) => api.post<Saved>(paths.create, body),
    update: (id: number, body: Body) => api.patch<Saved>(`${paths.update}/${id}`, body),
  };
}
