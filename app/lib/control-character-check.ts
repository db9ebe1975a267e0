import { refusedText } from "./control-characters.ts";

/*
 * The browser's half of the control-character rule (decision 020): a form whose
 * text field holds a character the server refuses is not sent; the field says « Caractères
 * non autorisés » (the browser's own validation bubble) and keeps what was typed. The
 * server's request guard refuses the same characters for whatever bypasses this.
 */

const FIELDS =
  "input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea";

/** Checks every form submitted in the document (capture phase: before any other handler). */
export function installControlCharacterCheck(message: () => string): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)) {
      if (!refusedText(field.value)) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      field.setCustomValidity(message());
      field.reportValidity();
      const clear = () => {
        field.setCustomValidity("");
        field.removeEventListener("input", clear);
      };
      field.addEventListener("input", clear);
      return;
    }
  };
  document.addEventListener("submit", onSubmit, true);
  return () => document.removeEventListener("submit", onSubmit, true);
}
