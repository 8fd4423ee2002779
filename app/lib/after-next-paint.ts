/**
 * Runs `run` once the browser has painted the next frame: a task queued from that frame's
 * animation callback runs after its paint. Returns a function that cancels it if not yet run.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
