/** Lower case without diacritics, for accent-insensitive comparisons ("Été" → "ete"). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae");
}
