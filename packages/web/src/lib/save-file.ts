// Saves bytes under a name through a temporary link: the only way a page can start a download of
// data it fetched itself (the request needs the session cookie and its errors become toasts).
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
