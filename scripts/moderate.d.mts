/** The moderation CLI (moderate.mjs): one command; resolves with the exit code. */
export function moderate(
  args: string[],
  io: {
    env: Record<string, string | undefined>;
    fetch: typeof fetch;
    out: (line: string) => void;
    err: (line: string) => void;
    now?: () => number;
  },
): Promise<number>;
