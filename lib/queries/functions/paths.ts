const segment = encodeURIComponent;

/** The console API routes behind the functions page. */
export const functionApiPaths = {
  functions: (organizationId: string) => `/api/console/organizations/${segment(organizationId)}/functions`,
  function: (organizationId: string, functionId: string) => `${functionApiPaths.functions(organizationId)}/${segment(functionId)}`,
};
