/** The analytics data layer (`window.dataLayer.push`), created on first use. */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

export function pushToDataLayer(entry: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
