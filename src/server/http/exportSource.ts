/** Set by GET /export/list on the call it makes again: that call must be a list or report (config.exportable). */
export const EXPORT_SOURCE_HEADER = 'x-export-source';
