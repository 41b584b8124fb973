import type { PGlite } from '@electric-sql/pglite';

/** The parts of Emscripten's file system (PGlite's `Module`) this reads: a file node and an open file. */
interface FsNode {
  mode: number;
}
interface FsStream {
  node: FsNode;
}
type StreamOp = (stream: FsStream, ...rest: never[]) => unknown;
interface NodeFs {
  stream_ops: Record<'llseek' | 'write' | 'open' | 'setattr', StreamOp | undefined>;
  node_ops: Record<'setattr', ((node: FsNode, ...rest: never[]) => unknown) | undefined>;
}
interface EmscriptenModule {
  FS: { isFile(mode: number): boolean; ErrnoError: new (errno: number) => Error };
  NODEFS: NodeFs & { fileSizesCached?: true };
}

const SEEK_END = 2;
const EINVAL = 28;

/**
 * PostgreSQL asks a relation's size (lseek to its end) each time a plan starts a sequential scan, and for every
 * relation it plans: per row for a scalar subquery on a small table (a card's poster), ~100 times in a sparse search.
 * PGlite on disk (Emscripten's NODEFS) answers each with an `fs.fstatSync`: 16% of the app's thread under a search
 * load at 10,000 listings. This keeps each file's size once asked, and forgets it whenever the file may change
 * through this file system (a write, a truncation or other attribute change, an open, which may truncate). The data
 * directory is this process's alone: PostgreSQL writes its files only through these calls.
 */
export function cacheFileSizes(client: PGlite): void {
  const { FS, NODEFS } = (client as unknown as { Module: EmscriptenModule }).Module;
  if (NODEFS.fileSizesCached) return;
  NODEFS.fileSizesCached = true;
  const sizes = new WeakMap<FsNode, number>();
  const streamOps = NODEFS.stream_ops;
  const llseek = streamOps.llseek as (stream: FsStream, offset: number, whence: number) => number;
  streamOps.llseek = ((stream: FsStream, offset: number, whence: number) => {
    if (whence !== SEEK_END || !FS.isFile(stream.node.mode)) return llseek(stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) sizes.set(stream.node, (size = llseek(stream, 0, SEEK_END)));
    if (offset + size < 0) throw new FS.ErrnoError(EINVAL);
    return offset + size;
  }) as StreamOp;
  for (const name of ['write', 'open', 'setattr'] as const) {
    const op = streamOps[name];
    if (op) streamOps[name] = ((stream: FsStream, ...rest: never[]) => (sizes.delete(stream.node), op(stream, ...rest))) as StreamOp;
  }
  const setattr = NODEFS.node_ops.setattr;
  if (setattr) NODEFS.node_ops.setattr = (node: FsNode, ...rest: never[]) => (sizes.delete(node), setattr(node, ...rest));
}
