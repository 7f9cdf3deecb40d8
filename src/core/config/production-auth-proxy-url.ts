/**
 * The service's production relay (`{auth_proxy_url}`): what `authProxyUrl` defaults to.
 *
 * Where it comes from: the shared spec names the relay only as `{auth_proxy_url}`
 * (`spec/service-spec.md` section 4.4, `protocol.md` section 1), and the reference OpenAPI document of
 * the relay (`reference/turnkey-openapi/auth_proxy.swagger.json`) declares no `host`, unlike the main
 * API's (`public_api.swagger.json`: `"host": "api.turnkey.com"`, the kit's `apiBaseUrl` default for a
 * relay on turnkey.com). The relay's host is Turnkey's published one, the default of Turnkey's own
 * SDKs and the URL every loginkit guide used when the option was required.
 */
export const productionAuthProxyUrl = 'https://authproxy.turnkey.com';
