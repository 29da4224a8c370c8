#!/bin/sh
"$1" > "$1.log"
