// The public face of the profile-editor feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { editorPageData, handleEditorSave } from "./editor-page.server.ts";
export { brandingEditorData, checkBranding, handleBrandingSave } from "./save-branding.server.ts";
export { MAX_IMAGE_BYTES, sniffImageType, uploadEditorImage } from "./upload-image.server.ts";
