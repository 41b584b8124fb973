/** Copies text to the clipboard; falls back to a hidden textarea where the Clipboard API is refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // not a secure context, or permission refused
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const isCopied = document.execCommand('copy');
  area.remove();
  if (!isCopied) throw new Error('Copy failed');
}
