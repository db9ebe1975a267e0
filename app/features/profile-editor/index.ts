// The public face of the profile-editor feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { EditorScreen } from "./components/editor-screen.tsx";
export { emptyDraft, MAX_SLUG_LENGTH, slugify } from "./draft.ts";
