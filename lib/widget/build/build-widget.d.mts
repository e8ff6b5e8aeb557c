export type WidgetManifest = { script: string; stylesheet?: string };
export type BuiltAsset = { name: string; contents: string };

export const widgetOutput: { loaderFile: string; assetsFolder: string; assetsPath: string; manifestFile: string };
export function buildWidgetInMemory(options?: { projectRoot?: string; isDevelopment?: boolean }): Promise<{
  loader: string;
  script: BuiltAsset;
  stylesheet?: BuiltAsset;
  manifest: WidgetManifest;
}>;
export function buildWidget(options?: { projectRoot?: string; isDevelopment?: boolean }): Promise<WidgetManifest>;
export function buildWidgetAndWatch(options?: { projectRoot?: string }): Promise<WidgetManifest>;
