import type { LoginFormText } from '../../interface-types';

export const loginForm: LoginFormText = {
  totpCode: '动态验证码',
  totpHint: '打开身份验证器应用，输入当前显示的 6 位数字。',
  totpInvalid: '请输入 6 位数字验证码',
  mfaStep: '该账号已开启多因素认证，请输入动态验证码。',
  loggingInAs: '正在登录：{name}',
  changeAccount: '更换账号',
  verify: '验证并登录',
  idle: '您长时间未操作，已安全退出，请重新登录。',
  sessionEnded: '登录状态已失效，请重新登录。',
  inactiveDetail:
    '请打开您收到的激活链接，在激活页面设置密码后再登录。找不到链接或链接已过期，请联系管理员或我们的团队重新发送。',
};
