import { guardedLayout } from "@/components/layout/guarded-layout";
import { requireSignedIn } from "@/lib/auth/page-guards";

/** The signed-in owner's pages (profile, pets): signed-out visitors go home. */
export default guardedLayout(requireSignedIn);
