/** A problem worth knowing about that the user does not need to see. */
export interface Problem {
  kind:
    | 'missing-translation'
    | 'article-unavailable'
    | 'request-failed'
    | 'route-error'
    | 'auth-failed';
  detail: string;
}

type ProblemListener = (problem: Problem) => void;

const listeners = new Set<ProblemListener>();

/**
 * Reports a problem. It is written as a console warning (never console.error: the
 * test setup treats errors as failures) and handed to every subscriber, such as the
 * telemetry transport (send-problem-reports.ts).
 */
export function reportProblem(problem: Problem): void {
  console.warn(`[${problem.kind}] ${problem.detail}`);
  for (const listener of listeners) listener(problem);
}

/** Subscribes to reported problems; returns the unsubscribe function. */
export function onProblem(listener: ProblemListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
