// Work that must finish before sign-out leaves the page (the identity service's sign-out is a redirect).

type SignOutTask = () => Promise<void>;

const tasks = new Set<SignOutTask>();

/** Runs the task on every sign-out, before the page leaves. Returns the unregister. */
export function onSignOut(task: SignOutTask): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Every task, each allowed to fail on its own (a failure is logged, sign-out goes on). */
export async function runSignOutTasks(): Promise<void> {
  const results = await Promise.allSettled([...tasks].map((task) => task()));
  for (const result of results) {
    if (result.status === 'rejected')
      console.error(
        '[session] a sign-out task failed:',
        result.reason instanceof Error ? result.reason.message : result.reason,
      );
  }
}
