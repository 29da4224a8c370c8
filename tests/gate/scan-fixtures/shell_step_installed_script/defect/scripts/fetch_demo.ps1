Write-Output "fetching the demo data"
