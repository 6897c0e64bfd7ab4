/** Saves an attachment: fetched through the signed client as a blob, then handed to the browser as a download. */
import { getAttachment } from './api/get-attachment';

export async function downloadAttachment(caseId: string, attachment: { id: string; name: string }): Promise<void> {
  const blob = await getAttachment(caseId, attachment.id);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
