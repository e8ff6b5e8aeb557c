import { sectionLayout } from "@/components/shell/section-layout";

export default sectionLayout("/agents");
