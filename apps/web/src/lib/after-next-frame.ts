/**
 * Runs `callback` once the browser has drawn its next frame, and returns what cancels it. For an effect that measures
 * the page: measured in the commit's own task, the new DOM's style and layout were forced there (on a phone at 4x
 * CPU, tens of milliseconds that counted as blocking time); after the frame, they are the frame's and already done.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
