/**
 * What the browser says about its graphics card: WebGPU's adapter info
 * (vendor, architecture, device, description; often blank for privacy),
 * then WebGL's unmasked renderer string. Never throws; empty when the
 * browser says nothing.
 */
interface GpuAdapterInfoLike {
  vendor?: string;
  architecture?: string;
  device?: string;
  description?: string;
}

interface NavigatorGpu {
  gpu?: { requestAdapter: () => Promise<{ info?: GpuAdapterInfoLike } | null> };
}

async function webGpuInfo(): Promise<string[]> {
  try {
    const adapter = await (navigator as Navigator & NavigatorGpu).gpu?.requestAdapter();
    const info = adapter?.info;
    if (!info) return [];
    return [info.description, [info.vendor, info.architecture, info.device].filter(Boolean).join(' ')].filter((s): s is string => !!s && s.trim() !== '');
  } catch {
    return [];
  }
}

function webGlRenderer(): string[] {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    const ext = gl?.getExtension('WEBGL_debug_renderer_info');
    const renderer = gl && ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : null;
    return typeof renderer === 'string' && renderer ? [renderer] : [];
  } catch {
    return [];
  }
}

export async function browserGpuNames(): Promise<string[]> {
  return [...(await webGpuInfo()), ...webGlRenderer()];
}
