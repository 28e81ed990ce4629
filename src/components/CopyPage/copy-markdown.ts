// Puts the text of a page's Markdown file (src/utils/markdown-url.ts) on the clipboard. The file
// is fetched after the click: Safari accepts a write that late only as a ClipboardItem handed the
// fetch's promise at once (the click's user activation is spent by the time the file arrives);
// a browser whose ClipboardItem takes no promise writes the text once it has it.

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export async function copyMarkdown(url: string): Promise<void> {
  const text = fetchText(url);
  // Awaited below; this keeps a failed fetch from being reported as unhandled meanwhile.
  text.catch(() => undefined);
  if (typeof ClipboardItem === 'function') {
    try {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // A failed fetch is the reason to report, not the clipboard's refusal of an empty item.
      await text;
    }
  }
  await navigator.clipboard.writeText(await text);
}
