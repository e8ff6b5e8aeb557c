import { settingsSectionLayout } from "@/components/settings/settings-section-layout";

export default settingsSectionLayout("/settings/keys");
