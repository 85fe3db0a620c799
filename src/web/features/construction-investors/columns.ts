// The columns the investor, supplier and assignment lists share.
import type { Column } from '../../components/DataTable';

interface Contact {
  name: string;
  email?: string | null;
  phone?: string | null;
  contact_info?: string | null;
}

export const slColumn = <T>(): Column<T> => ({ label: 'SL/NO.', cell: (_, i) => i + 1, width: 70 });

/** SL/NO., Name, Email, Phone and Contact Info, a dash where one is missing. */
export const contactColumns = <T extends Contact>(): Column<T>[] => [
  slColumn<T>(),
  { label: 'Name', cell: 'name' },
  { label: 'Email', cell: (r) => r.email || '-' },
  { label: 'Phone', cell: (r) => r.phone || '-' },
  { label: 'Contact Info', cell: (r) => r.contact_info || '-' },
];
