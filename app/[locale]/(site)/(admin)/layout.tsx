import { guardedLayout } from "@/components/layout/guarded-layout";
import { requireAdminPage } from "@/lib/auth/page-guards";

/** The admin portal: anyone but an admin gets the admin sign-in screen (/admin/login). */
export default guardedLayout(requireAdminPage, "/admin/clinics");
