import { useCallback, useState } from 'react';
import { useUploadDisputeEvidence } from '../api/upload-dispute-evidence';
import { acceptEvidenceFiles } from '../lib/evidence-files';

export interface EvidenceItem {
  key: number;
  file: File;
  /** 0..100 while it uploads. */
  percent: number | null;
  /** The server's refusal of this file, if it refused it. */
  error: string | null;
  done: boolean;
}

export interface EvidenceFailure {
  name: string;
  message: string;
}

let nextKey = 0;

/**
 * The evidence files chosen in a dialog (no more than `room`), and their uploads to a dispute one request per file,
 * in turn, each with its progress; `onUploaded` after each file the server took. A file the server refuses keeps
 * its message and can be sent again; files already sent are not sent twice.
 */
export function useEvidenceQueue(room: number, onUploaded: () => void) {
  const [items, setItems] = useState<EvidenceItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync: upload } = useUploadDisputeEvidence();

  const patch = useCallback((key: number, change: Partial<EvidenceItem>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item))), []);

  /** A batch picked or dropped: the files that fit join the list; the first problem is shown. */
  const add = (batch: File[]) => {
    const { accepted, problem: batchProblem } = acceptEvidenceFiles(batch, items.length, room);
    setProblem(batchProblem);
    setItems((all) => [...all, ...accepted.map((file) => ({ key: nextKey++, file, percent: null, error: null, done: false }))]);
  };

  const remove = (key: number) => {
    setProblem(null);
    setItems((all) => all.filter((item) => item.key !== key));
  };

  /** Sends every file not sent yet; resolves with the files the server refused (it never rejects). */
  const uploadAll = async (disputeId: string): Promise<EvidenceFailure[]> => {
    const failures: EvidenceFailure[] = [];
    for (const item of items.filter((each) => !each.done)) {
      patch(item.key, { percent: 0, error: null });
      try {
        await upload({ disputeId, file: item.file, onProgress: (percent) => patch(item.key, { percent }) });
        patch(item.key, { percent: null, done: true });
        onUploaded();
      } catch (error) {
        const message = (error as Error).message;
        patch(item.key, { percent: null, error: message });
        failures.push({ name: item.file.name, message });
      }
    }
    return failures;
  };

  const isUploading = items.some((item) => item.percent !== null);
  return { items, problem, room, add, remove, uploadAll, isUploading };
}

export type EvidenceQueue = ReturnType<typeof useEvidenceQueue>;
