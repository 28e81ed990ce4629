/**
 * Prints a page (diagramToPrintPage's) from a frame of its own, so the browser's print dialog
 * shows the diagram on its sheet rather than the application around it. The frame is out of sight
 * and out of the accessibility tree, and kept for the next print (one per document), with the last
 * page printed in its `srcdoc`.
 */
export const PRINT_FRAME_ID = 'palito-print-frame';

export async function printInFrame(html: string, doc: Document = document): Promise<void> {
  let frame = doc.getElementById(PRINT_FRAME_ID) as HTMLIFrameElement | null;
  if (!frame) {
    frame = doc.createElement('iframe');
    frame.id = PRINT_FRAME_ID;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    // Zero-sized rather than hidden: a hidden frame's document is not laid out for printing.
    Object.assign(frame.style, {position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0'});
    doc.body.append(frame);
  }
  const printed = frame;
  await new Promise<void>((resolve) => {
    printed.addEventListener('load', () => resolve(), {once: true});
    printed.srcdoc = html;
  });
  printed.contentWindow?.focus();
  printed.contentWindow?.print();
}
