@echo off
powershell -ExecutionPolicy Bypass -File "%~dp0fetch_demo.ps1"
