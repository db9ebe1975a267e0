import { data } from "react-router";
import { NotFoundPage } from "#app/components/error-pages.tsx";

// Unknown URLs get a real HTTP 404; the root ErrorBoundary renders the page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
