// "PDF Preview": opens the report as an A4 PDF in a dialog, with a download of the file.
import { lazy, Suspense, useState } from 'react';
import { Button, Center, Group, Loader, Modal } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { notifyError } from '../../components/notify';
import type { PdfTable } from './pdf';

const Viewer = lazy(async () => ({ default: (await import('./pdf')).PdfViewer }));

export function PdfPreviewButton({ table, fileName }: { table: PdfTable; fileName: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await (await import('./pdf')).pdfBlob(table);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${fileName}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    } catch (e) {
      notifyError(e, 'The PDF could not be made');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group className="no-print" mb="xs">
        <Button variant="light" leftSection={<IconFileTypePdf size={16} />} onClick={() => setOpen(true)}>
          PDF Preview
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={download}>
          Download PDF
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={table.title} size="xl">
        <Suspense
          fallback={
            <Center h={200}>
              <Loader />
            </Center>
          }
        >
          {open && <Viewer t={table} />}
        </Suspense>
      </Modal>
    </>
  );
}
