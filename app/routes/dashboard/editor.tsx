import { privatePageHeaders } from "#app/features/auth/index.ts";
import { editorPageData } from "#app/features/profile-editor/index.server.ts";
import { EditorScreen } from "#app/features/profile-editor/index.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import type { Route } from "./+types/editor";

// /dashboard: the owner's profile editor. Rules in app/features/profile-editor.
// Saving posts to /dashboard/save (routes/dashboard/save.ts).
export function loader(args: Route.LoaderArgs) {
  return editorPageData(args);
}

export const headers = privatePageHeaders;

// The editor keeps its own draft: nothing (a save, ?tab=) reloads it from the server.
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title, "noindex");

export default function EditorRoute({ loaderData }: Route.ComponentProps) {
  const { draft, slug, publicUrl, user, rating, customDomain } = loaderData;
  return (
    <EditorScreen
      draft={draft}
      slug={slug}
      publicUrl={publicUrl}
      user={user}
      rating={rating}
      customDomain={customDomain}
    />
  );
}
