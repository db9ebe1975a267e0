import { useCallback, useEffect, useState } from "react";
import { writeClipboard } from "./clipboard.ts";

/**
 * A copy button's state: `copy(text)` writes to the clipboard (true when it worked) and
 * `copied` stays true for two seconds after, for the button's check mark.
 */
export function useCopied(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string) => {
    const done = await writeClipboard(text);
    if (done) setCopied(true);
    return done;
  }, []);
  return { copied, copy };
}
