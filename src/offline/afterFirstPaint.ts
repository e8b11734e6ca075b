/**
 * Every page's hook for the offline reader: its code is fetched only once the page has loaded, so a first
 * visit's budgets and first paint are as they would be without it.
 */
const register = () => {
  setTimeout(() => {
    import('./registerOfflineReader').then(
      (offline) => offline.registerOfflineReader(),
      () => undefined,
    )
  })
}

if (document.readyState === 'complete') register()
else addEventListener('load', register, { once: true })
