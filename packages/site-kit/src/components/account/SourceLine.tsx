/**
 * Under a block of the company page: where its data comes from and when the register was read.
 *
 * @example <SourceLine source="来源：国家企业信用信息公示系统" asOf="数据截至 2024年5月3日" />
 */
export function SourceLine({ source, asOf }: { source: string; asOf: string }) {
  return (
    <p className="account-source">
      <span>{source}</span>
      {asOf && <span className="account-source__as-of">{asOf}</span>}
    </p>
  );
}
