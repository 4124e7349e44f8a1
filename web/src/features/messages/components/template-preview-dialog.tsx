import { useEffect, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { getEmailTemplatePreview } from '../api/get-email-template-preview';
import { MESSAGE_UI } from '../message-texts';
import { toastFailure } from '@/lib/api-client';

interface TemplatePreviewDialogProps {
  /** The template to show; the dialog is open while set. */
  templateId: string | null;
  type: number;
  onClose: () => void;
}

/**
 * 'Open link': the template's preview page. The preview needs the session header, so it is fetched
 * and shown in a sandboxed frame (no scripts), with a tab of its own one click away.
 */
export function TemplatePreviewDialog({ templateId, type, onClose }: TemplatePreviewDialogProps) {
  const [html, setHtml] = useState<string | null>(null);
  const [tabUrl, setTabUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!templateId) return;
    let current = true;
    setHtml(null);
    getEmailTemplatePreview(templateId, type)
      .then((page) => current && setHtml(page))
      .catch((error) => {
        if (!current) return;
        toastFailure(MESSAGE_UI.previewFailed, error);
        onClose();
      });
    return () => {
      current = false;
    };
    // onClose is the caller's setter; a new identity must not fetch again.
  }, [templateId, type]);

  // A blob address for 'open in a new tab', released when the preview changes or closes.
  useEffect(() => {
    if (!html) return setTabUrl(null);
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    setTabUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [html]);

  return (
    <Dialog header={`Template ${templateId ?? ''}`} visible={!!templateId} onHide={onClose} modal draggable={false} className="template-preview" style={{ width: 'min(64rem, 95vw)' }}>
      {html === null ? (
        <p>
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Loading the preview...
        </p>
      ) : (
        <>
          <iframe title="Template preview" srcDoc={html} sandbox="" className="template-preview__frame" />
          {tabUrl && (
            <a href={tabUrl} target="_blank" rel="noreferrer" className="template-preview__tab">
              <i className="pi pi-external-link" aria-hidden="true" /> Open in a new tab
            </a>
          )}
        </>
      )}
    </Dialog>
  );
}
