/**
 * Example API request and response shown on the API page in both locales.
 * The host uses the reserved `.example` domain and the company is fictitious.
 */
export const apiRequestSample = `GET /v1/companies/91310000MA1FL0XX0X/beneficial-owners?threshold=25 HTTP/1.1
Host: api.kyc-global.example
pro-client-id: <your client id>
pro-access-token: <your access token>
pro-access-secret-key: <your secret key>
Accept: application/json`;

export const apiResponseSample = `{
  "company": {
    "keyNo": "c0a8e1f2",
    "name": "上海示例贸易有限公司",
    "englishName": "Shanghai Example Trading Co., Ltd.",
    "registrationNumber": "91310000MA1FL0XX0X",
    "jurisdiction": "CN",
    "status": "active"
  },
  "threshold": 25,
  "beneficialOwners": [
    {
      "name": "张三",
      "englishName": "ZHANG San",
      "basis": ["ownership"],
      "percentage": 0.52,
      "paths": [
        ["Shanghai Example Trading Co., Ltd.", "Example Holdings (HK) Ltd.", "ZHANG San"]
      ]
    },
    {
      "name": "李四",
      "englishName": "LI Si",
      "basis": ["control"],
      "percentage": 0.1,
      "paths": [["Shanghai Example Trading Co., Ltd.", "LI Si"]]
    }
  ],
  "asOf": "2025-06-30",
  "billing": { "billable": true, "units": 1 }
}`;

export const apiCurlSample = `curl -s "https://api.kyc-global.example/v1/companies/search?q=Example%20Trading&country=CN" \\
  -H "pro-client-id: $CLIENT_ID" \\
  -H "pro-access-token: $ACCESS_TOKEN" \\
  -H "pro-access-secret-key: $SECRET_KEY"`;
