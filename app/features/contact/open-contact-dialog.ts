/**
 * Any page can open the footer's contact dialog (the help centre's "Open a ticket"
 * button does): it dispatches this event, which the mounted dialog accepts by calling
 * `preventDefault()`. When nothing accepted it (no dialog on the page, or JavaScript
 * still loading), the caller follows its link to /contact instead.
 */
export const OPEN_CONTACT_DIALOG_EVENT = "fiable:open-contact-dialog";

/** True when a contact dialog opened. */
export function openContactDialog(): boolean {
  const event = new CustomEvent(OPEN_CONTACT_DIALOG_EVENT, { cancelable: true });
  return !window.dispatchEvent(event);
}
