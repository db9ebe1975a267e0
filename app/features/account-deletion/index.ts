// The public face of the account-deletion feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { DeleteAccountCard } from "./components/delete-account-card.tsx";
