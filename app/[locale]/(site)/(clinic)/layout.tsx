import { guardedLayout } from "@/components/layout/guarded-layout";
import { requireSignedIn } from "@/lib/auth/page-guards";

/** The clinic staff's pages: signed-out visitors go home; the dashboard says when the account has no clinic. */
export default guardedLayout(requireSignedIn, "/clinic/dashboard");
