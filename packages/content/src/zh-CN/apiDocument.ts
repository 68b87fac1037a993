/**
 * The Chinese of apps/api’s public API document (/v1/openapi.json), keyed by the document’s
 * English: every `summary`, `description` and `title` of the document, and each sandbox
 * company’s `case`. apps/api merges it into the document it builds (as `x-summary-zh`,
 * `x-description-zh`, `x-title-zh` and `x-case-zh` next to each English text), and the API
 * reference page (/products-api/reference) shows it on Chinese pages.
 *
 * Keyed by the English rather than by a JSON pointer: a text several operations share (the
 * answers 401, 403, 429…, a field of a shared schema) is translated once; when a route’s English
 * changes, its old entry matches nothing and the new text has no Chinese, so apps/api’s
 * test/openapi-chinese.test.ts fails and names it (a pointer would keep the stale Chinese);
 * and moving a route or a schema changes no key. Entries are grouped by the operation
 * (operationId) where the text first appears. A long introduction is translated paragraph by
 * paragraph.
 */
export const apiDocumentZh: Readonly<Record<string, string>> = {
  // The document: its introduction (paragraph by paragraph), server and tags
  'KYC API': 'KYC API',
  'Company data, beneficial owners and reports for your own systems. Authenticate with `Authorization: Bearer <key>`: a `kyc_test_` key sees only the sandbox (fixed companies, never billed), a `kyc_live_` key the register. Keys are created, rotated and revoked on the keys page of the account area.':
    '为您自己的系统提供企业数据、受益所有人和报告。认证方式为 `Authorization: Bearer <key>`：`kyc_test_` 密钥只能看到沙箱（固定的企业，从不计费），`kyc_live_` 密钥查询登记数据。密钥在账户区的 API 密钥页面创建、轮换和吊销。',
  'Every answer carries `X-Request-Id`, and every answer to an authenticated call the `RateLimit-Policy` and `RateLimit` fields (IETF httpapi draft): a per-second burst and a daily quota per key. Over either, 429 with `Retry-After`.':
    '每个响应都带有 `X-Request-Id`；经认证调用的每个响应还带有 `RateLimit-Policy` 和 `RateLimit` 字段（IETF httpapi 草案）：每个密钥的每秒突发上限和每日配额。超出任一限制时返回 429 及 `Retry-After`。',
  'Successful calls are billed per the price list (an error or an empty look-up is free); every error is an RFC 9457 problem document whose type is one of:':
    '成功的调用按价目表计费（出错或查无结果的调用免费）；每个错误都是 RFC 9457 问题文档，其 type 为以下之一：',
  Webhooks: 'Webhook 推送',
  'The site (it serves /v1 at the same paths)': '本站（以相同路径提供 /v1）',
  'Search and company look-ups': '搜索与企业查询',
  'Beneficial owners with chains and rules': '受益所有人及其持股链与认定规则',
  'Ordering reports, their status and PDF, verification': '订购报告、报告状态与 PDF、报告验证',
  'Usage and billing': '用量与计费',
  'Watched companies and their change events': '监控的企业及其变更事件',
  'Endpoints that receive the events, their log and replay': '接收事件的端点、投递日志与重新投递',
  // searchCompanies, and the answers every operation shares (400, 401, 402, 403, 429, 431)
  'Search companies by name (Chinese or English, partial), registration number, USCC or LEI':
    '按名称（中文或英文，可部分匹配）、注册号、统一社会信用代码或 LEI 搜索企业',
  'The workspace’s search: identifier-like queries match as prefixes of registration number, USCC or LEI, otherwise every word must appear in a name. Pages follow `nextCursor`; a company added or removed between two pages makes no row repeat or go missing. Billed when at least one company is found.':
    '与工作台相同的搜索：形似编码的查询按注册号、统一社会信用代码或 LEI 的前缀匹配，否则名称须包含每个词。翻页请沿用 `nextCursor`；两页之间新增或删除的企业不会使任何一行重复或遗漏。至少找到一家企业时计费。',
  'The nextCursor of the page before.': '上一页的 nextCursor。',
  'Default Response': '默认响应',
  'Local-language name, or the English one when there is none.': '当地语言名称；没有时为英文名称。',
  "The register's own words for the legal form.": '登记机关对企业类型的原始表述。',
  'The legal form as a search filter groups it (companyType).':
    '企业类型按搜索筛选项归并后的类别（由 companyType 得出）。',
  'Shares (股本) of a joint-stock or listed company; null for a limited-liability company, which has no shares.':
    '股份有限公司或上市公司的股本（股数）；有限责任公司没有股份，为 null。',
  'invalid-request: a parameter or body field is invalid (errors names each).':
    'invalid-request：参数或请求体字段无效（errors 逐项列出）。',
  'unauthorized: no API key, or one revoked, rotated out past its grace, or unknown.':
    'unauthorized：缺少 API 密钥，或密钥已吊销、轮换后宽限期已过或不存在。',
  'insufficient-balance: a prepaid account’s API balance cannot pay for the call.':
    'insufficient-balance：预付费账户的 API 余额不足以支付本次调用。',
  'forbidden-scope, forbidden-address or plan-expired.':
    'forbidden-scope、forbidden-address 或 plan-expired。',
  'rate-limited or quota-exceeded; Retry-After says when to try again.':
    'rate-limited 或 quota-exceeded；Retry-After 表示何时可以重试。',
  'Request headers larger than the HTTP server accepts (16 KB): answered before any route runs.':
    '请求头超过 HTTP 服务器接受的大小（16 KB）：在任何路由运行之前即作答。',
  // getCompany (and the 404 and 414 of every operation with a path parameter)
  'One company by keyNo, USCC, registration number or LEI':
    '按 keyNo、统一社会信用代码、注册号或 LEI 查询一家企业',
  'The company’s keyNo, USCC, registration number or LEI.':
    '企业的 keyNo、统一社会信用代码、注册号或 LEI。',
  'Registered capital in capitalCurrency.': '注册资本，币种为 capitalCurrency。',
  'When the data was last refreshed from its source.': '数据最近一次从来源更新的时间。',
  'Where the data comes from.': '数据来源。',
  'not-found: no company, report, watch, webhook or delivery by that code or id, or the key may not see it.':
    'not-found：没有该编码或 id 对应的企业、报告、监控、webhook 或投递，或该密钥无权查看。',
  'uri-too-long: a path parameter over 100 characters.': 'uri-too-long：路径参数超过 100 个字符。',
  // listShareholders
  'A company’s direct shareholders with their percentages': '企业的直接股东及其持股比例',
  'Local-language name, or the English one.': '当地语言名称，或英文名称。',
  // listOfficers
  'A company’s officers and their positions': '企业的主要人员及其职务',
  'In the register’s language.': '使用登记机关的语言。',
  // listInvestments
  'Companies it holds, up to three layers down': '企业持股的公司，最多向下三层',
  'Share held by parentKeyNo.': 'parentKeyNo 所持的比例。',
  '1 for a direct holding.': '直接持股为 1。',
  // getBeneficialOwners
  'Beneficial owners at a threshold, each with its chains, shares and the rule that applies':
    '指定阈值下的受益所有人，附各自的持股链、比例及适用的认定规则',
  'Every natural person holding part of the company through any chain of holdings (cycles cut), with the share each chain gives (the product of its links) and the sum; isUbo when a rule applies: equity (share at or above threshold), control (legal representative or executive director), or senior-manager (the fallback when nobody else qualifies).':
    '通过任意持股链（循环已截断）持有企业部分股权的每一位自然人，附每条链带来的比例（链上各环节之积）及合计；适用某条规则时 isUbo 为真：equity（比例达到或超过阈值）、control（法定代表人或执行董事）或 senior-manager（无人符合其他规则时的兜底规则）。',
  'Percent at or above which a share makes a beneficial owner.':
    '持股比例达到或超过该百分比即为受益所有人。',
  'From the person to the company asked about.': '从该自然人到所查询的企业。',
  // getCompanyHistory
  'Every change imports made to a company, newest first, with both dates':
    '各次导入对企业记录所做的每项变更，最新的在前，附两个日期',
  'What each import of a source (GLEIF golden copies, BODS statements) changed in the company’s record: the field by its name in the source, the value before and after, the source file, the date the source gives and when this service imported it. At most 200 changes. Billed when there is at least one.':
    '来源（GLEIF 黄金副本、BODS 声明）的每次导入对企业记录的改动：以来源中的名称标识的字段、变更前后的值、来源文件、来源给出的日期以及本服务导入的时间。最多 200 项变更。至少有一项时计费。',
  'At most 200 changes, newest first.': '最多 200 项变更，最新的在前。',
  'A GLEIF column by its published name (relationship columns prefixed with the relationship type), `source`, or a BODS field (`bods.…`, `bods.interests <party>`).':
    'GLEIF 列的公布名称（关系列以关系类型为前缀）、`source`，或 BODS 字段（`bods.…`、`bods.interests <party>`）。',
  'The date the source gives for the record.': '来源为该记录给出的日期。',
  'When this service imported it.': '本服务导入的时间。',
  // getOwnershipBods
  'A company’s ownership up to its beneficial owners as BODS 0.4 statements (a JSON array)':
    '企业直至受益所有人的股权结构，以 BODS 0.4 声明表示（JSON 数组）',
  'Entity, person and relationship statements of the Beneficial Ownership Data Standard 0.4: the company and every company holding part of it up to 8 layers, the people, each holding with its share, and each role that makes a person a beneficial owner. The statements validate against the BODS 0.4 schema, and importing them gives back the same owners. Priced like beneficial owners.':
    '受益所有权数据标准（BODS）0.4 的实体、个人和关系声明：该企业及最多 8 层内持有其股权的每家企业、相关个人、每项持股及其比例，以及使某人成为受益所有人的每个角色。这些声明可通过 BODS 0.4 schema 校验，导入后得到相同的受益所有人。与受益所有人接口同价。',
  // createReport
  'Order a report; paid like reports ordered on the site (credits or the monthly invoice)':
    '订购报告；付费方式与在本站订购的报告相同（点数或月度账单）',
  'Send an Idempotency-Key (any unique string up to 255 characters) so that a retry cannot order twice: the same key with the same body answers the first answer again (with Idempotent-Replayed: true) and charges once; with another body it answers 422; while the first request is still running, 409. Keys are kept per account. Test keys order sandbox reports, generated but never charged.':
    '请发送 Idempotency-Key（最长 255 个字符的任意唯一字符串），以免重试导致重复订购：相同的键和相同的请求体会再次返回首次的响应（带 Idempotent-Replayed: true），且只扣费一次；请求体不同则返回 422；首个请求仍在处理时返回 409。键按账户保存。测试密钥订购沙箱报告，会生成但从不扣费。',
  'keyNo, USCC, registration number or LEI.': 'keyNo、统一社会信用代码、注册号或 LEI。',
  'Printed on every page; /verifydoc asks for it.': '印在每一页上；/verifydoc 验证时需要填写。',
  'Chinese name, when it has one.': '中文名称（如有）。',
  'received → generating → ready; failed after the last try (payment returned).':
    'received → generating → ready；最后一次尝试失败后为 failed（费用退回）。',
  'Why it failed, in words.': '失败原因的文字说明。',
  'credits (prepaid), invoice (post-pay) or sandbox (a test key: never charged).':
    'credits（预付点数）、invoice（后付费）或 sandbox（测试密钥：从不扣费）。',
  'Credits spent (0 when invoiced).': '消耗的点数（月结时为 0）。',
  'Null unless the user may see prices.': '用户无权查看价格时为 null。',
  'SHA-256 of the PDF, hex.': 'PDF 的 SHA-256，十六进制。',
  'report-not-ready, or idempotency-in-progress while the first request with the key runs.':
    'report-not-ready；或使用该键的首个请求仍在处理时为 idempotency-in-progress。',
  'payload-too-large: a body over 64 KB.': 'payload-too-large：请求体超过 64 KB。',
  'unsupported-media-type: a body that is not JSON.': 'unsupported-media-type：请求体不是 JSON。',
  'idempotency-key-reused: the Idempotency-Key was used with another body.':
    'idempotency-key-reused：该 Idempotency-Key 已用于另一个请求体。',
  // getReport
  'A report’s status': '报告的状态',
  // getReportPdf
  'A ready report’s PDF': '已生成报告的 PDF',
  'The PDF.': 'PDF 文件。',
  // verifyReport
  'Verify a report by its number and code, and optionally its file’s SHA-256':
    '按报告编号和验证码验证报告，并可选验证其文件的 SHA-256',
  'genuine says whether the number and code belong to a report we issued; with sha256 (of the PDF you hold, hex), fileMatches says whether it is that report’s file, unchanged.':
    'genuine 表示编号和验证码是否属于我方出具的报告；附上 sha256（您所持 PDF 的十六进制值）时，fileMatches 表示该文件是否为该报告的原始文件、未经改动。',
  'Null when no sha256 was sent or no file was kept.': '未发送 sha256 或未保留文件时为 null。',
  // getUsage
  'Billed calls and amounts per day and operation (the usage page’s numbers)':
    '按日期和接口统计的计费调用次数与金额（与用量页面的数字一致）',
  'Days are Asia/Shanghai calendar days. Only billed calls count: errors, empty look-ups and free operations are never billed. Every key of the account in the calling key’s mode is counted: a test key sees the sandbox’s calls (amount 0, never billed), a live key the billed ones.':
    '日期为 Asia/Shanghai 时区的自然日。只统计计费调用：出错、查无结果和免费接口从不计费。统计账户中与调用密钥同一模式的所有密钥：测试密钥看到沙箱的调用（金额为 0，从不计费），正式密钥看到计费的调用。',
  'YYYY-MM-DD; default the 1st of this month.': 'YYYY-MM-DD；默认为本月 1 日。',
  'YYYY-MM-DD, inclusive; default today.': 'YYYY-MM-DD，含当日；默认为今天。',
  'The prepaid API balance; null for post-pay.': '预付 API 余额；后付费账户为 null。',
  // listWatches
  'The companies this account watches': '本账户监控的企业',
  'Companies watched by their own watch and those of shared lists watched in the app, in a stable order; pages follow nextCursor. A test key sees the sandbox companies watched, a live key the others.':
    '由自身监控项监控的企业，以及在应用中监控的共享名单里的企业，顺序稳定；翻页请沿用 nextCursor。测试密钥看到被监控的沙箱企业，正式密钥看到其他企业。',
  'Watched by its own watch (DELETE /v1/watches/{company} ends it); false: only through a shared list watched in the app.':
    '由自身监控项监控（DELETE /v1/watches/{company} 可取消）；false：仅通过应用中监控的共享名单监控。',
  // createWatch
  'Watch a company: its changes become events and webhooks':
    '监控一家企业：其变更会成为事件并推送到 webhook',
  'From now on every change to the company, or above it that changes its beneficial owners, is an event in /v1/events and is sent to the account’s webhooks. Watching is billed per company and month (watchCompany in the price list); a test key watches sandbox companies, never billed. Watching a company already watched answers 200 and changes nothing.':
    '从现在起，该企业的每项变更，以及其上层企业中改变其受益所有人的变更，都会成为 /v1/events 中的事件，并发送到账户的 webhook。监控按企业和月份计费（价目表中的 watchCompany）；测试密钥监控沙箱企业，从不计费。监控已在监控中的企业返回 200，不做任何改动。',
  'Already watched.': '已在监控中。',
  'Now watched.': '已开始监控。',
  // deleteWatch
  'Stop watching a company': '停止监控一家企业',
  'Ends the company’s own watch. A company watched through a shared list stays watched until the list is unwatched in the app.':
    '取消该企业自身的监控项。通过共享名单监控的企业会继续被监控，直到在应用中取消监控该名单。',
  'No longer watched by its own watch.': '已不再由自身监控项监控。',
  'unsupported-media-type: Request body of a content type other than application/json (a text/plain one is read, and answered 400 unless the route needs no body).':
    'unsupported-media-type：请求体的内容类型不是 application/json（text/plain 会被读取；除非该路由不需要请求体，否则返回 400）。',
  // listEvents
  'Changes to the watched companies, in the order they were recorded':
    '被监控企业的变更，按记录顺序排列',
  'The same events, in the same order, as the account’s webhooks are sent (and the app’s alerts show). Start without since; pass each answer’s nextCursor as since of the next call. An empty page means nothing new yet: ask again later with the same cursor. A test key sees the sandbox companies’ events, a live key the others.':
    '与发送到账户 webhook 的事件相同，顺序也相同（应用中的提醒亦同）。首次调用不带 since；之后将每次响应的 nextCursor 作为下一次调用的 since。空页表示暂无新事件：稍后用同一游标再次查询。测试密钥看到沙箱企业的事件，正式密钥看到其他企业的事件。',
  'The nextCursor of the call before; left out: from the first event.':
    '上一次调用的 nextCursor；省略时从第一个事件开始。',
  'evt_ and 24 hex digits; the webhook-id of its deliveries.':
    'evt_ 加 24 位十六进制数字；即其投递的 webhook-id。',
  'The order events were recorded in.': '事件的记录顺序。',
  'The value before the change (its shape depends on kind).': '变更前的值（结构取决于 kind）。',
  'The value after the change.': '变更后的值。',
  'beneficial_owners raised by a change above the company: the companies from the one that changed down to this one.':
    '由上层企业变更引起的 beneficial_owners 事件：从发生变更的企业向下直到本企业的各家企业。',
  'The date the source gives for the change.': '来源为该变更给出的日期。',
  'When this service saw it.': '本服务发现该变更的时间。',
  'Where the next call goes on (since); the same as since when nothing came.':
    '下一次调用的起点（since）；没有新事件时与 since 相同。',
  // createWebhook
  'Register a webhook endpoint; its signing secret is shown this once':
    '注册 webhook 端点；其签名密钥仅在此次显示',
  'The endpoint gets every event recorded from now on, for the companies this account watches, that its events name, each as a signed POST (Standard Webhooks: headers webhook-id, webhook-timestamp, webhook-signature). Keep the secret (whsec_…): verifyWebhook of @kyc/api-client checks deliveries with it. A delivery the endpoint does not accept is retried for 34 hours. At most 20 endpoints per account and key mode.':
    '端点会收到从现在起记录的、本账户所监控企业的、其 events 所列类型的每个事件，每个事件以签名的 POST 发送（Standard Webhooks：请求头 webhook-id、webhook-timestamp、webhook-signature）。请保存签名密钥（whsec_…）：@kyc/api-client 的 verifyWebhook 用它校验投递。端点未接受的投递会在 34 小时内重试。每个账户每种密钥模式最多 20 个端点。',
  'https:// on a public host; private, loopback and reserved addresses are refused. No redirect is followed.':
    '公网主机上的 https:// 地址；私有、回环和保留地址会被拒绝。不跟随重定向。',
  'Event kinds to send, or ["*"] for all: name, status, address, legal_representative, registered_capital, officers, shareholders, gleif_parents, beneficial_owners.':
    '要发送的事件类型，或 ["*"] 表示全部：name、status、address、legal_representative、registered_capital、officers、shareholders、gleif_parents、beneficial_owners。',
  'The event kinds sent to it; ["*"] for every kind.':
    '发送给该端点的事件类型；["*"] 表示全部类型。',
  'test: the sandbox companies’ events; live: the register’s.':
    'test：沙箱企业的事件；live：登记数据的事件。',
  'whsec_ and the base64 of 32 random bytes: the signing key. Shown only in this answer.':
    'whsec_ 加 32 个随机字节的 base64：签名密钥。仅在此响应中显示。',
  // listWebhooks
  'The webhook endpoints of this account in this key’s mode':
    '本账户在当前密钥模式下的 webhook 端点',
  // getWebhook
  'One webhook endpoint (never its secret)': '一个 webhook 端点（不含其签名密钥）',
  // updateWebhook
  'Change a webhook’s URL, events, description, or turn it off and on':
    '修改 webhook 的 URL、事件类型、说明，或将其停用、启用',
  'A disabled endpoint is sent nothing; enabled again, it is sent what was recorded meanwhile and its due retries.':
    '停用的端点不会收到任何投递；重新启用后，会收到停用期间记录的事件及到期的重试。',
  // deleteWebhook
  'Delete a webhook endpoint, its pending deliveries and its log':
    '删除 webhook 端点及其待投递项和投递日志',
  'Deleted.': '已删除。',
  // listWebhookDeliveries
  'The delivery log of an endpoint: every event sent, each attempt and the next one':
    '端点的投递日志：每个已发送的事件、每次尝试及下一次尝试',
  'Newest first; pages follow nextCursor. Retries wait 1, 2, 4 … 1024 minutes (up to 10 % more at random) after each failed attempt: 12 attempts over 34 hours, then the delivery is failed. Replay sends any delivery again.':
    '最新的在前；翻页请沿用 nextCursor。每次尝试失败后，依次等待 1、2、4 … 1024 分钟（随机延后最多 10 %）再重试：34 小时内共 12 次尝试，之后该投递记为失败。重新投递可再次发送任何投递。',
  'The event sent: the webhook-id header.': '发送的事件：即 webhook-id 请求头。',
  'pending: tried again at nextAttemptAt; succeeded: a 2xx came; failed: every retry failed.':
    'pending：将在 nextAttemptAt 重试；succeeded：已收到 2xx；failed：所有重试均失败。',
  'Scheduled attempts so far (replays not counted): what the back-off follows.':
    '迄今按计划进行的尝试次数（不含重新投递）：退避间隔据此计算。',
  'The receiver’s HTTP status; null when no answer came.':
    '接收方返回的 HTTP 状态码；未收到响应时为 null。',
  'Why no answer came (refused, timeout…).': '未收到响应的原因（拒绝连接、超时…）。',
  'Asked for with replay rather than scheduled.': '由重新投递发起，而非按计划进行。',
  'Every attempt, oldest first.': '每次尝试，最早的在前。',
  // replayWebhookDelivery
  'Send a delivery again now': '立即重新发送一次投递',
  'Sends the same body with the same webhook-id, signed anew, whatever the delivery’s state, and answers the delivery with this attempt at the end of its log. A 2xx marks it succeeded (no retry follows); otherwise its schedule stays as it was.':
    '无论投递处于何种状态，都以相同的 webhook-id 重新签名发送相同的请求体，并返回该投递，此次尝试记在其日志末尾。收到 2xx 即标记为成功（不再重试）；否则其重试计划保持不变。',
  // webhooks.companyEvent: what a delivery sends
  'A change to a watched company, sent to your endpoint': '被监控企业的一项变更，发送到您的端点',
  'Each event is POSTed to every endpoint that asks for its kind, signed as Standard Webhooks 1.0 says. Headers: `webhook-id` (the event id, the same on every retry: use it to process an event once), `webhook-timestamp` (unix seconds of this attempt) and `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the secret after `whsec_` (base64-decoded). Check it on the raw body before parsing it, compare in constant time, and refuse timestamps more than 5 minutes off: `verifyWebhook` of `@kyc/api-client` does all three. Answer 2xx quickly; anything else (or no answer within 15 s) is retried after 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024 minutes (each up to 10 % later): 12 attempts over 34 hours, then the delivery is failed. Redirects are not followed. The delivery log and replay are under /v1/webhooks/{id}/deliveries.':
    '每个事件以 POST 发送到订阅了其类型的每个端点，按 Standard Webhooks 1.0 签名。请求头：`webhook-id`（事件 id，每次重试都相同：据此确保每个事件只处理一次）、`webhook-timestamp`（本次尝试的 Unix 秒数）和 `webhook-signature`：`v1,` 加上 `{webhook-id}.{webhook-timestamp}.{body}` 的 base64 HMAC-SHA256，密钥为 `whsec_` 之后部分经 base64 解码所得的字节。请在解析之前对原始请求体校验签名，以恒定时间比较，并拒绝与当前时间相差超过 5 分钟的时间戳：`@kyc/api-client` 的 `verifyWebhook` 可完成这三项。请尽快返回 2xx；其他响应（或 15 秒内无响应）会在 1、2、4、8、16、32、64、128、256、512、1024 分钟后重试（每次最多延后 10 %）：34 小时内共 12 次尝试，之后该投递记为失败。不跟随重定向。投递日志和重新投递见 /v1/webhooks/{id}/deliveries。',
  'The event id (evt_…), the same on every attempt.': '事件 id（evt_…），每次尝试都相同。',
  'Unix seconds of this attempt.': '本次尝试的 Unix 秒数。',
  'v1, and the base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" with the decoded secret.':
    'v1, 加上以解码后的签名密钥计算的 "{webhook-id}.{webhook-timestamp}.{body}" 的 base64 HMAC-SHA256。',
  'Any 2xx: received. Nothing more is sent for this event.': '任何 2xx：已接收。该事件不再发送。',
  'Any other answer, or none within 15 s: sent again later.':
    '其他任何响应，或 15 秒内无响应：稍后重新发送。',
  // x-sandbox: what each sandbox company demonstrates
  'plain: one person holds 100 %': '简单结构：一人持股 100 %',
  'deep chain: owned through three companies (100 % × 80 % × 60 % × 70 % = 33.6 %)':
    '深层持股链：经三家公司间接持有（100 % × 80 % × 60 % × 70 % = 33.6 %）',
  'first holding company of the deep chain': '深层持股链的第一家控股公司',
  'second holding company of the deep chain': '深层持股链的第二家控股公司',
  'top of the deep chain': '深层持股链的顶层公司',
  'cross-holding cycle: A holds 40 % of B, B holds 30 % of A':
    '交叉持股循环：甲持有乙 40 %，乙持有甲 30 %',
  'the other side of the cycle': '交叉持股循环的另一方',
  'five owners of 20 % each: nobody reaches 25 % by shares; control and management rules decide':
    '五名股东各持 20 %：无人按持股达到 25 %，由控制权和高级管理人员规则认定',
  'dissolved (status 注销)': '已注销（状态为注销）',
  'Hong Kong holding company above a mainland company': '内地企业上层的香港控股公司',
  'mainland company wholly owned from Hong Kong': '由香港公司全资持有的内地企业',
  // x-problems: the problem kinds’ titles
  'Invalid request': '请求无效',
  'Missing or invalid API key': '缺少 API 密钥或密钥无效',
  'Prepaid balance exhausted': '预付余额已用完',
  'Key lacks the scope': '密钥缺少所需权限范围',
  'Address not in the key’s allow-list': '地址不在密钥的白名单内',
  'Plan has ended': '套餐已到期',
  'Not found': '未找到',
  'Report not ready': '报告尚未生成',
  'Request with this Idempotency-Key in progress': '使用该 Idempotency-Key 的请求正在处理',
  'Request body too large': '请求体过大',
  'Request path too long': '请求路径过长',
  'Unsupported content type': '不支持的内容类型',
  'Idempotency-Key already used for another request': '该 Idempotency-Key 已用于另一个请求',
  'Rate limit exceeded': '超出速率限制',
  'Daily quota exceeded': '超出每日配额',
  'Internal server error': '服务器内部错误',
  // components: Problem, MonitorEvent, WebhookPayload, the bearer key
  'An RFC 9457 problem document (application/problem+json). `type` names the kind of problem and stays the same for it; `detail` says what happened this time.':
    'RFC 9457 问题文档（application/problem+json）。`type` 标识问题的类型，同类问题始终不变；`detail` 说明本次发生了什么。',
  "The kind: the site's /products-api/reference#problem-<kind>, <kind> one of invalid-request, unauthorized, insufficient-balance, forbidden-scope, forbidden-address, plan-expired, not-found, report-not-ready, idempotency-in-progress, payload-too-large, uri-too-long, unsupported-media-type, idempotency-key-reused, rate-limited, quota-exceeded, server-error.":
    '问题类型：本站的 /products-api/reference#problem-<kind>，<kind> 为 invalid-request、unauthorized、insufficient-balance、forbidden-scope、forbidden-address、plan-expired、not-found、report-not-ready、idempotency-in-progress、payload-too-large、uri-too-long、unsupported-media-type、idempotency-key-reused、rate-limited、quota-exceeded、server-error 之一。',
  'The X-Request-Id of the answer.': '响应的 X-Request-Id。',
  'invalid-request only: a message per field.': '仅用于 invalid-request：每个字段一条说明。',
  'forbidden-scope only.': '仅用于 forbidden-scope。',
  'company. and the event kind.': 'company. 加事件类型。',
  'When the change was seen.': '发现该变更的时间。',
  'An API key: kyc_test_… (sandbox) or kyc_live_….': 'API 密钥：kyc_test_…（沙箱）或 kyc_live_…。',
  // getCompany: GLEIF's other names and headquarters address
  "The company's other names: GLEIF's Entity.OtherEntityNames and Entity.TransliteratedOtherEntityNames (type: ALTERNATIVE_LANGUAGE_LEGAL_NAME, PREVIOUS_LEGAL_NAME, TRADING_OR_OPERATING_NAME, AUTO_ASCII_TRANSLITERATED_LEGAL_NAME or PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME) and BODS alternateNames (type alternateName), in the source's order. Empty for register (seed) data.":
    '企业的其他名称：GLEIF 的 Entity.OtherEntityNames 和 Entity.TransliteratedOtherEntityNames（type 为 ALTERNATIVE_LANGUAGE_LEGAL_NAME、PREVIOUS_LEGAL_NAME、TRADING_OR_OPERATING_NAME、AUTO_ASCII_TRANSLITERATED_LEGAL_NAME 或 PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME），以及 BODS 的 alternateNames（type 为 alternateName），按来源中的顺序排列。登记（种子）数据为空列表。',
  "The name's language (xml:lang), when the source gives it.":
    '名称的语言（xml:lang），来源提供时给出。',
  "GLEIF's Entity.HeadquartersAddress, one line; null when the source gives none.":
    'GLEIF 的 Entity.HeadquartersAddress（总部地址），合为一行；来源未提供时为 null。',
  // getReportPdf
  'Each download is recorded in the account’s operation log (`download_report`, the report number), as a download from the site is.':
    '每次下载都记入账户的操作日志（`download_report`，报告编号），与在网站上下载相同。',
};
