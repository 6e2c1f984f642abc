/** webpack's raw-loader prefix (`!!raw-loader!`, `raw-loader!`) of an import of a file's text. */
export const RAW_LOADER = /^!*raw-loader!(.+)$/;
