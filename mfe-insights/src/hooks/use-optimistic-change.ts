// One way the insights pages change what the server keeps: the change shows at once in the cached answer, is sent,
// and the server's answer replaces it; a refusal puts the answer back as it was and says why.
import { useCallback, useState } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '@finance/shared/data';

interface OptimisticChange<TAnswer, TChange> {
  /** The cached answer the change shows in. */
  key: QueryKey;
  send: (change: TChange) => Promise<TAnswer>;
  /** The answer as it stands once the change is made, before the server says so. */
  apply: (before: TAnswer, change: TChange) => TAnswer;
  /** What a refusal is prefixed with ("Not saved"). */
  refused: string;
  /** After the server's answer is in (other answers it makes stale). */
  saved?: () => void;
}

export interface Change<TChange> {
  /** Applies the change at once and sends it; resolves true once saved, false when refused (said in `problem`). */
  change: (change: TChange) => Promise<boolean>;
  /** Why the last change was not saved, in the API's words; null after one that was. */
  problem: string | null;
}

export function useOptimisticChange<TAnswer, TChange>({
  key,
  send,
  apply,
  refused,
  saved,
}: OptimisticChange<TAnswer, TChange>): Change<TChange> {
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync } = useMutation(
    {
      mutationFn: send,
      onMutate: async (change: TChange) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<TAnswer>(key);
        if (before !== undefined) queryClient.setQueryData(key, apply(before, change));
        return { before };
      },
      onError: (reason, _change, context) => {
        if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
        setProblem(`${refused}: ${reason instanceof Error ? reason.message : String(reason)}`);
      },
      onSuccess: (answer) => {
        setProblem(null);
        queryClient.setQueryData(key, answer);
        saved?.();
      },
    },
    queryClient,
  );
  const change = useCallback(
    (value: TChange) =>
      mutateAsync(value).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { change, problem };
}
