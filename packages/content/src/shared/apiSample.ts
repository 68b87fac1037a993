/**
 * The API call shown on /products-api in both locales: a real call against the sandbox (the
 * Hong Kong holding above a mainland company, asked by its USCC), with the answer it gets.
 * `{origin}` is the site's origin, filled in by the page's loader (the site serves /v1);
 * `$KYC_API_KEY` is the reader's test key. site-kit's `apiSample.test.ts` runs this command
 * against a started API and compares the answer with `apiResponseSample` (all but `asOf`).
 */
export const apiCurlSample = `curl -s "{origin}/v1/companies/91440300KYC000011J/beneficial-owners?threshold=25" \\
  -H "Authorization: Bearer $KYC_API_KEY"`;

export const apiResponseSample = `{
  "company": {
    "keyNo": "SBX0000000000011",
    "name": "沙盒外商独资（深圳）有限公司",
    "nameEn": "Sandbox WFOE (Shenzhen) Co., Ltd."
  },
  "threshold": 25,
  "fallbackApplied": false,
  "source": "Company registers (mainland China SAMR, Hong Kong Companies Registry, others) and GLEIF",
  "asOf": "2026-11-26T02:00:00Z",
  "owners": [
    {
      "keyNo": "SBXP000000000009",
      "name": "陳大文",
      "nameEn": "Chan Tai Man",
      "percent": 75,
      "isUbo": true,
      "rules": ["equity", "control"],
      "chains": [
        {
          "percent": 75,
          "links": [
            {
              "holder": { "kind": "person", "keyNo": "SBXP000000000009", "name": "陳大文", "nameEn": "Chan Tai Man" },
              "held": { "kind": "company", "keyNo": "SBX0000000000010", "name": "沙盒香港控股有限公司", "nameEn": "Sandbox Hong Kong Holdings Limited" },
              "percent": 75
            },
            {
              "holder": { "kind": "company", "keyNo": "SBX0000000000010", "name": "沙盒香港控股有限公司", "nameEn": "Sandbox Hong Kong Holdings Limited" },
              "held": { "kind": "company", "keyNo": "SBX0000000000011", "name": "沙盒外商独资（深圳）有限公司", "nameEn": "Sandbox WFOE (Shenzhen) Co., Ltd." },
              "percent": 100
            }
          ]
        }
      ]
    },
    {
      "keyNo": "SBXP000000000008",
      "name": "黄芳",
      "nameEn": "Huang Fang",
      "percent": 25,
      "isUbo": true,
      "rules": ["equity"],
      "chains": [
        {
          "percent": 25,
          "links": [
            {
              "holder": { "kind": "person", "keyNo": "SBXP000000000008", "name": "黄芳", "nameEn": "Huang Fang" },
              "held": { "kind": "company", "keyNo": "SBX0000000000010", "name": "沙盒香港控股有限公司", "nameEn": "Sandbox Hong Kong Holdings Limited" },
              "percent": 25
            },
            {
              "holder": { "kind": "company", "keyNo": "SBX0000000000010", "name": "沙盒香港控股有限公司", "nameEn": "Sandbox Hong Kong Holdings Limited" },
              "held": { "kind": "company", "keyNo": "SBX0000000000011", "name": "沙盒外商独资（深圳）有限公司", "nameEn": "Sandbox WFOE (Shenzhen) Co., Ltd." },
              "percent": 100
            }
          ]
        }
      ]
    }
  ]
}`;
