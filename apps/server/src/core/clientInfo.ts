import type { FastifyRequest } from 'fastify';

/** Browser, OS and device of a request, read from its User-Agent (good enough for login records). */
export function clientInfo(request: FastifyRequest) {
  const agent = String(request.headers['user-agent'] ?? '');
  const browser =
    match(agent, /Edg\/(\d+)/, 'Edge') ??
    match(agent, /Chrome\/(\d+)/, 'Chrome') ??
    match(agent, /Firefox\/(\d+)/, 'Firefox') ??
    match(agent, /Version\/(\d+).*Safari/, 'Safari') ??
    (agent === '' ? 'Unknown' : agent.split(/[\s/]/)[0]?.slice(0, 30) || 'Unknown');
  const os =
    match(agent, /Windows NT (\d+)/, 'Windows') ??
    match(agent, /Android (\d+)/, 'Android') ??
    match(agent, /iPhone OS (\d+)/, 'iOS') ??
    (agent.includes('Mac OS X') ? 'macOS' : agent.includes('Linux') ? 'Linux' : 'Unknown');
  const deviceType = /Mobile|Android|iPhone/.test(agent) ? 'Mobile' : 'PC';
  const ipaddr = request.ip;
  return { ipaddr, loginLocation: locationOf(ipaddr), browser, os, deviceType };
}

function match(agent: string, pattern: RegExp, name: string): string | null {
  const found = pattern.exec(agent);
  return found ? `${name} ${found[1]}` : null;
}

/** No IP geolocation database is shipped: private and loopback addresses are 内网IP, others 未知. */
function locationOf(ip: string): string {
  return /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.)/.test(ip) ? '内网IP' : '未知';
}
